/** Which of a person's required fields are missing or invalid: a name, a username of 3+ (new people only), an e-mail. */
export function missingPersonFields(
  editing: boolean,
  fields: { name: string; username: string; email: string },
): { name: boolean; username: boolean; email: boolean } {
  return {
    name: !fields.name.trim(),
    username: !editing && fields.username.trim().length < 3,
    email: !/^\S+@\S+\.\S+$/.test(fields.email.trim()),
  };
}
