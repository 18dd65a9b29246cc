/**
 * A delete button that asks first: the question and its two answers appear in place, as an
 * alert dialog that takes the focus; Escape or "Cancel" gives the focus back to the button.
 * Shown as the icon alone, the button has its name as a tooltip.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Tooltip } from './tooltip/Tooltip.tsx';

export interface ConfirmDeleteProps {
  /** The trigger's accessible name. */
  label: string;
  /** Shows only the trash icon, with `label` as its name. */
  iconOnly?: boolean;
  texts: { confirm: string; yes: string; no: string };
  onConfirm: () => void;
}

export function ConfirmDelete({ label, iconOnly = false, texts, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  if (!asking) {
    const button = (
      <button
        ref={trigger}
        type="button"
        className={iconOnly ? 'btn-ghost px-3 text-danger' : 'btn-ghost text-danger'}
        aria-label={iconOnly ? label : undefined}
        onClick={() => setAsking(true)}
      >
        <span className="i-lucide-trash-2" aria-hidden="true" />
        {!iconOnly && label}
      </button>
    );
    return iconOnly ? (
      <Tooltip content={label} repeatsName>
        {button}
      </Tooltip>
    ) : (
      button
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-danger p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <p id={`${id}-question`} className="w-full font-medium">
        {texts.confirm}
      </p>
      <button type="button" className="btn bg-danger text-on-brand" onClick={onConfirm}>
        {texts.yes}
      </button>
      <button ref={cancel} type="button" className="btn-ghost" onClick={close}>
        {texts.no}
      </button>
    </div>
  );
}
