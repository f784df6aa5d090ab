/**
 * The home hero's play button and its video dialog. A native modal <dialog> makes the page behind inert; focus
 * moves to Close, Tab and Shift+Tab cycle inside, Escape or Close shut it and focus returns to the play button.
 * The iframe exists only while the dialog is open, so no third-party code or cookie loads until asked.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";

interface Props {
  embedUrl: string;
  title: string;
  /** Shown under the title; omitted when the film's running time is not configured. */
  caption?: string;
  /** Where the dialog's call to action goes. */
  ctaHref: string;
  ctaLabel: string;
}

const TITLE_ID = "hero-video-title";

export default function VideoModal({ embedUrl, title, caption, ctaHref, ctaLabel }: Props) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const lastRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Fired for Close, Escape and a backdrop click alike.
  function handleClose() {
    setOpen(false);
    playRef.current?.focus();
  }

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    if (event.shiftKey && document.activeElement === closeRef.current) {
      event.preventDefault();
      lastRef.current?.focus();
    } else if (!event.shiftKey && document.activeElement === lastRef.current) {
      event.preventDefault();
      closeRef.current?.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) setOpen(false);
  }

  const src = `${embedUrl}?autoplay=1&rel=0`;

  return (
    <>
      <button
        ref={playRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-500 via-brand-700 to-brand-950 shadow-2xl ring-1 ring-white/20 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-accent-300"
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.18),transparent_45%),radial-gradient(circle_at_80%_70%,rgba(245,189,60,0.22),transparent_40%)]"
        />
        <span className="relative z-10 flex h-20 w-20 -translate-y-5 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-xl ring-8 ring-white/20 transition-transform group-hover:scale-110 sm:h-24 sm:w-24">
          <svg className="icon-solid ml-1 h-9 w-9 sm:h-10 sm:w-10" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14z" />
          </svg>
        </span>
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/90 to-transparent px-5 pb-4 pt-8 text-left">
          <span className="block font-semibold text-white sm:text-lg">{title}</span>
          {caption && <span className="block text-sm text-brand-100">{caption}</span>}
        </span>
      </button>

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside it and closes on a backdrop click */}
      <dialog
        ref={dialogRef}
        aria-labelledby={TITLE_ID}
        onClose={handleClose}
        onKeyDown={trapTab}
        onClick={closeOnBackdrop}
        className="w-[calc(100%-2rem)] max-w-4xl overflow-hidden rounded-2xl bg-brand-950 p-0 text-white shadow-2xl backdrop:bg-slate-950/85"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <h2 id={TITLE_ID} className="text-base font-semibold sm:text-lg">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex min-h-[44px] flex-none items-center gap-2 rounded-lg px-3 font-semibold text-white hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg className="icon h-5 w-5" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 18L18 6M6 6l12 12" />
            </svg>
            Close
          </button>
        </div>
        <div className="aspect-video w-full bg-black">
          {open && (
            <iframe
              src={src}
              title={title}
              className="h-full w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
        <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {caption ? <p className="text-sm text-brand-100">{caption}</p> : <span />}
          <a
            ref={lastRef}
            href={ctaHref}
            className="inline-flex min-h-[44px] items-center justify-center rounded-lg bg-accent-400 px-4 font-semibold text-brand-950 hover:bg-accent-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {ctaLabel}
          </a>
        </div>
      </dialog>
    </>
  );
}
