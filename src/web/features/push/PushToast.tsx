import { toast } from '#web/api/toast.ts';

/** A notification that arrives while the shop is open (spec §4): its title and body in a toast. */
export function showPushToast(title: string, body: string) {
  toast.info(
    <div>
      <p className="font-bold">{title}</p>
      {body && <p className="text-sm">{body}</p>}
    </div>,
  );
}
