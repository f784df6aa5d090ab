/**
 * The home hero's play control and its video dialog. The control is a link to the film on its host, so it plays
 * without JavaScript too; once the island runs (woken by that very tap, which it replays) it opens a native modal
 * <dialog> instead, which makes the page behind inert; focus moves to Close, Tab and Shift+Tab cycle inside, Escape
 * or Close shut it and focus returns to the play control. The dialog's contents, and with them the iframe, exist
 * only while it is open: no third-party code or cookie loads until asked, and the page carries no unused markup.
 * Styled by `.video-play` in global.css.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";

interface Props {
  embedUrl: string;
  /** The film's page on its host, where the play link goes without JavaScript. */
  watchUrl: string;
  title: string;
  /** Shown under the title; omitted when the film's running time is not configured. */
  caption?: string;
  /** Where the dialog's call to action goes. */
  ctaHref: string;
  ctaLabel: string;
}

const TITLE_ID = "hero-video-title";

export default function VideoModal({ embedUrl, watchUrl, title, caption, ctaHref, ctaLabel }: Props) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const playRef = useRef<HTMLAnchorElement>(null);
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
      {/* data-intent-hold: the tap that wakes the island is held and replayed to it, not followed to the host. */}
      <a
        ref={playRef}
        href={watchUrl}
        data-intent-hold=""
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="video-play"
      >
        <span>
          <svg className="icon-solid" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14z" />
          </svg>
        </span>
        <span>
          <b>{title}</b>
          {caption && <span>{caption}</span>}
        </span>
      </a>

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside it and closes on a backdrop click */}
      <dialog
        ref={dialogRef}
        aria-labelledby={open ? TITLE_ID : undefined}
        onClose={handleClose}
        onKeyDown={trapTab}
        onClick={closeOnBackdrop}
        className="w-[calc(100%-2rem)] max-w-4xl overflow-hidden rounded-2xl bg-brand-950 p-0 text-white shadow-2xl backdrop:bg-slate-950/85"
      >
        {open && (
          <>
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
              <iframe
                src={src}
                title={title}
                className="h-full w-full"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
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
          </>
        )}
      </dialog>
    </>
  );
}
