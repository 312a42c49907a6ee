import './frame-i18n.ts';
import { addConsoleStrings } from './strings.ts';

/* Every string of the console's screens: loaded with the first screen opened, not with the frame. */
addConsoleStrings(
  import.meta.glob<Record<string, unknown>>(
    ['../i18n/*/*.json', '!../i18n/*/console.json', '!../i18n/*/staff.json'],
    { eager: true, import: 'default' },
  ),
);
