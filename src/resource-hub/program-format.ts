/** How a program's address and phone read in the hub. */
interface Located {
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** "100 Main St, Chicago, IL 60608"; the parts a program lacks are left out. */
export function programAddress(program: Located): string {
  const place = [program.city, [program.state, program.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [program.streetAddress, place].filter(Boolean).join(', ');
}

/** '+13125550123' -> '(312) 555-0123'; short numbers (988, 211) and others as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}
