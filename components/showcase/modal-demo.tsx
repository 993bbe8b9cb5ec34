'use client';

import { buttonClassName } from '@/components/ui/button';
import { useId, useState } from 'react';
import { CloseGlyph } from '@/components/ui/glyphs';
import { Modal } from '@/components/ui/modal';

const SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  full: 'max-w-none min-h-[calc(100vh-2rem)]',
} as const;
const POSITIONS = ['center', 'top', 'bottom'] as const;
const ANIMATIONS = ['fade', 'slide', 'zoom', 'none'] as const;
/** The demo modal sits above everything. */
const DEMO_Z_INDEX = 'z-[9999999]';

type Size = keyof typeof SIZES;
type Position = (typeof POSITIONS)[number];
type Animation = (typeof ANIMATIONS)[number];

const selectClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none';

/** Modal demos: size, position, animation and each way of closing, configurable. */
export function ModalDemo() {
  const [size, setSize] = useState<Size>('md');
  const [position, setPosition] = useState<Position>('center');
  const [animation, setAnimation] = useState<Animation>('fade');
  const [closeOnEscape, setCloseOnEscape] = useState(true);
  const [closeOnOverlay, setCloseOnOverlay] = useState(true);
  const [showCloseButton, setShowCloseButton] = useState(true);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="text-ink text-sm font-medium">
          Size
          <select
            className={selectClass}
            value={size}
            onChange={(event) => setSize(event.target.value as Size)}
          >
            {Object.keys(SIZES).map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="text-ink text-sm font-medium">
          Position
          <select
            className={selectClass}
            value={position}
            onChange={(event) => setPosition(event.target.value as Position)}
          >
            {POSITIONS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="text-ink text-sm font-medium">
          Animation
          <select
            className={selectClass}
            value={animation}
            onChange={(event) => setAnimation(event.target.value as Animation)}
          >
            {ANIMATIONS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="text-ink mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <legend className="sr-only">Ways to close</legend>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={closeOnEscape}
            onChange={(event) => setCloseOnEscape(event.target.checked)}
          />
          Escape closes
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={closeOnOverlay}
            onChange={(event) => setCloseOnOverlay(event.target.checked)}
          />
          Overlay click closes
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={showCloseButton}
            onChange={(event) => setShowCloseButton(event.target.checked)}
          />
          Close button
        </label>
      </fieldset>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClassName({ size: 'sm', className: 'mt-6' })}
      >
        Open demo modal
      </button>

      <Modal
        open={open}
        onClose={close}
        labelledBy={titleId}
        closeOnEscape={closeOnEscape}
        closeOnBackdrop={closeOnOverlay}
        exitMs={animation === 'none' ? 0 : 200}
        position={position === 'bottom' ? 'bottom' : 'center'}
        panelClassName={`${SIZES[size]} ${DEMO_Z_INDEX} demo-anim-${animation} ${position === 'top' ? 'self-start mt-8' : ''}`}
      >
        <div className="p-6" data-size={size} data-position={position} data-animation={animation}>
          <div className="flex items-start justify-between gap-4">
            <h3 id={titleId} className="text-ink text-xl font-bold">
              Demo modal ({size}, {position}, {animation})
            </h3>
            {showCloseButton && (
              <button
                type="button"
                onClick={close}
                aria-label="Close demo modal"
                className="text-muted focus-visible:outline-primary rounded-full p-1 hover:bg-slate-100 focus-visible:outline-2"
              >
                <CloseGlyph className="size-5" />
              </button>
            )}
          </div>
          <p className="text-muted mt-3">
            Focus starts on the first focusable element, Tab stays inside, and focus returns to the
            button that opened it.
          </p>
          <div className="mt-6 flex gap-3">
            <button
              type="button"
              onClick={close}
              className="text-ink hover:border-primary focus-visible:outline-primary rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold focus-visible:outline-2"
            >
              Done
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

/** The demo contact form: no validation and nothing is sent. */
export function DemoContactForm() {
  const [sent, setSent] = useState(false);
  const fieldClass =
    'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
      className="grid max-w-xl gap-4"
    >
      <label className="text-ink text-sm font-medium">
        Name
        <input name="name" className={fieldClass} />
      </label>
      <label className="text-ink text-sm font-medium">
        Email
        <input name="email" type="email" className={fieldClass} />
      </label>
      <label className="text-ink text-sm font-medium">
        Message
        <textarea name="message" rows={3} className={fieldClass} />
      </label>
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonClassName({ size: 'sm' })}>
          Send demo
        </button>
        <p role="status" className="text-muted text-sm">
          {sent ? 'Demo only: nothing was sent.' : ''}
        </p>
      </div>
    </form>
  );
}
