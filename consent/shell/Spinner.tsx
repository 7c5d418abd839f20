/** A busy indicator that says so to assistive technology. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <svg
        className="size-10 animate-spin text-blue-700 motion-reduce:animate-none"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
