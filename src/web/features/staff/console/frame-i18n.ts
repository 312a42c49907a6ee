import { addConsoleStrings } from './strings.ts';

/* The strings of the console's frame and its sign-in; each screen brings its own (./i18n.ts). */
addConsoleStrings(
  import.meta.glob<Record<string, unknown>>(['../i18n/*/console.json', '../i18n/*/staff.json'], {
    eager: true,
    import: 'default',
  }),
);
