import { Placeholder } from '#web/app/Placeholder.tsx';

export default function BookDownloadPage() {
  return <Placeholder name="bookDownload" />;
}
