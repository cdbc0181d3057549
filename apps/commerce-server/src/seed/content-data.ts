/** Blog posts of the seed, with h1-h3 headings for the table of contents. */
export const SEED_POSTS = [
  {
    title: 'How to Reconstitute Research Peptides',
    slug: 'how-to-reconstitute-research-peptides',
    excerpt:
      '<p>A step-by-step laboratory guide to reconstituting lyophilised peptides with bacteriostatic water.</p>',
    content:
      '<h1>Reconstitution basics</h1><p>Lyophilised peptides are stable as a powder and are reconstituted with bacteriostatic water before laboratory use.</p>' +
      '<h2>What you need</h2><p>A vial of peptide, BAC water, sterile syringes and alcohol swabs.</p>' +
      '<h3>Choosing the volume</h3><p>The volume of water sets the concentration; record it on the vial label.</p>' +
      '<h2>Step by step</h2><p>Swab both stoppers, draw the water, and let it run slowly down the side of the vial. Never shake.</p>' +
      '<h3>Storage after reconstitution</h3><p>Store reconstituted research peptides in the fridge at 2-8 °C.</p>',
    date: '2025-03-02T09:00:00.000Z',
    hue: 200,
  },
  {
    title: 'Understanding Certificates of Analysis',
    slug: 'understanding-certificates-of-analysis',
    excerpt:
      '<p>What an HPLC and mass-spectrometry report tells you about purity and identity.</p>',
    content:
      '<h1>Why third-party testing matters</h1><p>Every batch we sell is tested by an independent laboratory.</p>' +
      '<h2>Reading an HPLC report</h2><p>The main peak area gives the purity of the sample.</p>' +
      '<h3>Retention time</h3><p>The time at which the main peak appears identifies the compound under fixed conditions.</p>' +
      '<h2>Mass spectrometry</h2><p>The measured mass confirms the identity of the peptide.</p>',
    date: '2025-02-14T09:00:00.000Z',
    hue: 150,
  },
  {
    title: 'Storing Peptides in the Lab',
    slug: 'storing-peptides-in-the-lab',
    excerpt: '<p>Temperature, light and humidity: keeping research materials stable.</p>',
    content:
      '<h1>Storage conditions</h1><p>Keep lyophilised peptides cool, dry and away from light.</p>' +
      '<h2>Freezer or fridge?</h2><p>For long-term storage a freezer at -20 °C is preferred.</p>' +
      '<h3>Avoid freeze-thaw cycles</h3><p>Aliquot before freezing to avoid repeated thawing.</p>',
    date: '2025-01-20T09:00:00.000Z',
    hue: 230,
  },
  {
    title: 'BAC Water versus Sterile Water',
    slug: 'bac-water-versus-sterile-water',
    excerpt: '<p>The difference between bacteriostatic and sterile water for research use.</p>',
    content:
      '<h1>Two kinds of water</h1><p>Bacteriostatic water contains 0.9% benzyl alcohol, which inhibits bacterial growth.</p>' +
      '<h2>When to use which</h2><p>BAC water suits multi-use vials; sterile water suits single use.</p>',
    date: '2024-12-05T09:00:00.000Z',
    hue: 190,
  },
] as const;

/** COA categories and entries of the seed. */
export const SEED_COA_CATEGORIES = [
  { name: 'Peptides', slug: 'peptides' },
  { name: 'Powders', slug: 'powders' },
  { name: 'BAC Water', slug: 'bac-water' },
] as const;

const legal = (title: string, body: string) =>
  `<h1>${title}</h1>${body}<p>All products are sold for laboratory and research use only, not for human or animal consumption. Buyers must be at least 21 years old.</p>`;

/** Pages of the seed: home and the legal pages, by URI. */
export const SEED_PAGES = [
  {
    title: 'Home',
    slug: 'home',
    content:
      '<h2>Third-party tested</h2><p>Every batch is tested by an independent laboratory.</p><h2>Shipping from the EU</h2><p>Fast tracked shipping from our EU warehouse.</p><h2>Wide peptide selection</h2><p>Peptides, powders and BAC water for research.</p>',
  },
  {
    title: 'Terms and Conditions',
    slug: 'terms-conditions',
    content: legal(
      'Terms and Conditions',
      '<p>By placing an order you confirm that you are a licensed research professional.</p>',
    ),
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    content: legal(
      'Terms of Service',
      '<p>These terms govern the use of this website and the purchase of research materials.</p>',
    ),
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    content: legal(
      'Privacy Policy',
      '<p>We keep only the data needed to process and ship your order.</p>',
    ),
  },
  {
    title: 'Refund Policy',
    slug: 'refund-policy',
    content: legal(
      'Refund Policy',
      '<p>Accepted returns carry a 15% restocking fee, with shipping charges deducted. There are no returns on peptides. Damaged items must be reported with pictures within 7 days.</p>',
    ),
  },
] as const;
