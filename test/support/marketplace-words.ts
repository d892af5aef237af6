import { startSandbox } from '../../sandbox/index.js';

/**
 * What the sandbox marketplace itself writes in a shop: listing titles, game and product
 * names, delivery-method labels. A chat in another language shows these as they came.
 */
export async function marketplaceWords(): Promise<string[]> {
  const sandbox = await startSandbox({ seed: 1 });
  try {
    const titles = [...sandbox.core.state.listings.values()].map((listing) => listing.title);
    const brands = sandbox.core.catalogue.brands.flatMap((brand) => [
      brand.name,
      ...brand.categories.flatMap((category) => [category.name, ...category.products.map((product) => product.name)]),
    ]);
    return [...new Set([...titles, ...brands])];
  } finally {
    await sandbox.close();
  }
}
