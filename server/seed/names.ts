/** Given names and surnames for demo people: common US English and Spanish names. */
import type { Rng } from './random.ts';

const ENGLISH_FEMALE = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Lisa', 'Nancy',
  'Betty', 'Sandra', 'Margaret', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda', 'Melissa', 'Deborah',
  'Stephanie', 'Dorothy', 'Rebecca', 'Sharon', 'Laura', 'Cynthia', 'Amy', 'Kathleen', 'Angela', 'Shirley', 'Brenda', 'Emma',
  'Anna', 'Pamela', 'Nicole', 'Samantha', 'Katherine', 'Christine', 'Debra', 'Rachel', 'Carolyn', 'Janet', 'Maria', 'Olivia',
  'Heather', 'Helen', 'Catherine', 'Diane', 'Julie', 'Victoria', 'Joyce', 'Lauren', 'Kelly', 'Christina', 'Ruth', 'Joan',
  'Virginia', 'Judith', 'Evelyn', 'Hannah', 'Andrea', 'Megan', 'Cheryl', 'Jacqueline', 'Madison', 'Teresa', 'Gloria', 'Tamika',
  'Latoya', 'Keisha', 'Denise', 'Tanisha', 'Ebony', 'Yolanda', 'Bernice', 'Loretta', 'Doris', 'Wanda', 'Gladys', 'Irene',
];

const ENGLISH_MALE = [
  'James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Christopher', 'Charles', 'Daniel',
  'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Andrew', 'Paul', 'Joshua', 'Kenneth', 'Kevin', 'Brian', 'Timothy',
  'Ronald', 'George', 'Jason', 'Edward', 'Jeffrey', 'Ryan', 'Jacob', 'Gary', 'Nicholas', 'Eric', 'Jonathan', 'Stephen',
  'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin', 'Samuel', 'Gregory', 'Alexander', 'Patrick', 'Frank', 'Raymond', 'Jack',
  'Dennis', 'Jerry', 'Tyler', 'Aaron', 'Henry', 'Douglas', 'Peter', 'Adam', 'Nathan', 'Zachary', 'Walter', 'Kyle', 'Harold',
  'Carl', 'Jeremy', 'Gerald', 'Keith', 'Roger', 'Arthur', 'Terry', 'Lawrence', 'Sean', 'Christian', 'Albert', 'Willie',
  'Darnell', 'Marcus', 'Terrence', 'Jamal', 'Curtis', 'Leroy', 'Cedric', 'Reginald', 'Otis', 'Clarence', 'Earl', 'Lamar',
];

const SPANISH_FEMALE = [
  'María', 'Guadalupe', 'Rosa', 'Ana', 'Carmen', 'Juana', 'Margarita', 'Verónica', 'Leticia', 'Josefina', 'Patricia', 'Elena',
  'Isabel', 'Teresa', 'Alejandra', 'Gabriela', 'Adriana', 'Claudia', 'Silvia', 'Yolanda', 'Martha', 'Lucía', 'Sofía',
  'Daniela', 'Valeria', 'Mariana', 'Ximena', 'Camila', 'Fernanda', 'Andrea', 'Paola', 'Beatriz', 'Graciela', 'Esperanza',
  'Dolores', 'Marisol', 'Consuelo', 'Irma', 'Norma', 'Rocío', 'Alma', 'Blanca', 'Luz', 'Catalina', 'Inés', 'Pilar', 'Araceli',
  'Maribel', 'Socorro', 'Yesenia',
];

const SPANISH_MALE = [
  'José', 'Juan', 'Luis', 'Carlos', 'Jesús', 'Miguel', 'Francisco', 'Antonio', 'Alejandro', 'Manuel', 'Pedro', 'Ricardo',
  'Jorge', 'Fernando', 'Roberto', 'Javier', 'Eduardo', 'Raúl', 'Sergio', 'Rafael', 'Arturo', 'Héctor', 'Mario', 'Enrique',
  'Alberto', 'Ramón', 'Óscar', 'Víctor', 'Diego', 'Santiago', 'Mateo', 'Andrés', 'Gerardo', 'Armando', 'Salvador', 'Ignacio',
  'Rubén', 'Alfredo', 'Ernesto', 'Guillermo', 'Hugo', 'Julio', 'Joaquín', 'Emilio', 'Rodrigo', 'Tomás', 'Gustavo', 'Felipe',
  'Esteban', 'Efraín',
];

const ENGLISH_SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips',
  'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Peterson',
  'Cooper', 'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett',
  'Gray', 'James', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell',
  'Sullivan', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher', 'Washington', 'Simmons', 'Patterson', 'Jordan',
  'Reynolds', 'Hamilton', 'Graham', 'Wallace', 'Woods', 'Cole', 'West', 'Owens', 'Marshall', 'Ellis', 'Hayes', 'Gibson',
  'Nguyen', 'Tran', 'Kim', 'Patel', 'Chen', 'Wong', 'Kowalski', 'Novak', "O'Brien", 'McCarthy',
];

const SPANISH_SURNAMES = [
  'García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores',
  'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Ruiz', 'Álvarez',
  'Mendoza', 'Vásquez', 'Castillo', 'Jiménez', 'Moreno', 'Romero', 'Herrera', 'Medina', 'Aguilar', 'Vargas', 'Castro',
  'Guzmán', 'Fernández', 'Juárez', 'Muñoz', 'Salazar', 'Delgado', 'Contreras', 'Luna', 'Domínguez', 'Soto', 'Estrada',
  'Ríos', 'Figueroa', 'Espinoza', 'Navarro', 'Sandoval', 'Campos', 'Cervantes', 'Vega', 'Ibarra', 'Fuentes', 'Cabrera',
  'Rosales', 'Valdez', 'Acosta', 'Mejía', 'Padilla', 'Molina', 'Ortega', 'Silva', 'Núñez', 'Rojas', 'Guerrero', 'Serrano',
  'Zamora', 'Trujillo',
];

export interface PersonName {
  firstName: string;
  lastName: string;
  spanish: boolean;
  female: boolean;
}

/** A person's name; `spanishShare` of people get Spanish given and family names. */
export function randomName(rng: Rng, spanishShare = 0.35): PersonName {
  const spanish = rng.chance(spanishShare);
  const female = rng.chance(0.56);
  const firsts = spanish ? (female ? SPANISH_FEMALE : SPANISH_MALE) : female ? ENGLISH_FEMALE : ENGLISH_MALE;
  let lastName = rng.pick(spanish ? SPANISH_SURNAMES : ENGLISH_SURNAMES);
  // Two family names, as many Spanish-speaking members register them.
  if (spanish && rng.chance(0.12)) lastName = `${lastName} ${rng.pick(SPANISH_SURNAMES)}`;
  return { firstName: rng.pick(firsts), lastName, spanish, female };
}

/** ASCII, lower-case form of a name for e-mail local parts. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
