import { ScreenHeader } from '../console/ScreenHeader.tsx';

/** Placeholder until this screen is built. */
export default function Screen() {
  return <ScreenHeader title="…" />;
}
