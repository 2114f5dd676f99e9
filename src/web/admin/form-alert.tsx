// A back-office form's message when the server refused it as a whole (a field's own message stands by its field).
export function FormAlert({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="admin-error" role="alert">
      {message}
    </p>
  );
}
