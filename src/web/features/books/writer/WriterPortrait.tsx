import { Img } from '#web/components/Img.tsx';
import { WRITER_PHOTO_SIZES } from '#web/components/picture.ts';

/** The writer's photo, or the first letter of the name on the shop's colours when there is none. */
export function WriterPortrait({ photo, name }: { photo: string | null; name: string }) {
  const frame = 'aspect-[4/5] w-40 overflow-hidden rounded-2xl sm:w-full';
  if (photo) {
    return (
      <figure className={frame}>
        <Img
          fileName={photo}
          alt={name}
          width={320}
          height={400}
          sizes={WRITER_PHOTO_SIZES}
          priority
          className="size-full object-cover"
        />
      </figure>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-brand-100 text-6xl font-extrabold text-brand-700`}
    >
      {[...name.replace(/^(ال|أبو|ابن)\s*/, '')][0] ?? ''}
    </div>
  );
}
