// The in-progress overlay shown while a registration is being sent.
export function ProcessingOverlay({ label }: { readonly label: string }) {
  return (
    <div className="reg-overlay">
      <div className="reg-overlay-box" role="status" aria-live="assertive">
        <span className="reg-spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
