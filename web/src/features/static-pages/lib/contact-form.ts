// Contact form rule of docs/product.md: name, email and description are all required.
export interface ContactFields {
  name: string;
  email: string;
  description: string;
}

export const contactComplete = (f: ContactFields) => [f.name, f.email, f.description].every((v) => v.trim().length > 0);
