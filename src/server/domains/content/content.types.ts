// What another domain hands the content domain to write (the demo content: issue #27 Part 1).
export type NewCustomerLogo = { title: string; type: string; path: string };
export type NewTestimonial = { title: string; category: string; name: string; jobTitle: string; quote: string; url: string };
export type NewContentBlocks = { logos: readonly NewCustomerLogo[]; testimonials: readonly NewTestimonial[] };
