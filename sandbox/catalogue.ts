import type { AttributeDefinition } from '../src/api/schemas/catalogue.js';
import { ACTIVATION_CODE } from '../src/api/schemas/catalogue.js';
import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import type { Random } from './random.js';

/** The categories call's slugs, one per listing category. */
const CATEGORY_SLUGS: Record<ListingCategory, string> = {
  account: 'accounts',
  top_up: 'top-ups',
  gift_card: 'gift-cards',
  currency: 'currency',
};
const CATEGORY_NAMES: Record<ListingCategory, string> = {
  account: 'Accounts',
  top_up: 'Top-ups',
  gift_card: 'Gift cards',
  currency: 'Currency',
};

type ProductScale = 'unit' | 'thousand' | 'million';

export interface CurrencyProduct {
  id: string;
  name: string;
  scale: ProductScale;
}

export interface BrandCategory {
  id: string;
  slug: string;
  name: string;
  category: ListingCategory;
  schema: { id: string; version: number; attributes: AttributeDefinition[] };
  products: CurrencyProduct[];
}

export interface CatalogueBrand {
  id: string;
  slug: string;
  name: string;
  icon_url: string;
  hero_url: string;
  pack_icon_url: string;
  created_at: string;
  categories: BrandCategory[];
}

export interface DeliveryMethodEntry {
  key: string;
  label: string;
  description: string;
  version: number;
  buyer_fields: Record<string, unknown>[];
}

interface BrandSeed {
  slug: string;
  name: string;
  regions: string[];
  categories: ListingCategory[];
  version: number;
  products: { name: string; scale: ProductScale }[];
}

const BRAND_SEEDS: BrandSeed[] = [
  {
    slug: 'starfall-odyssey',
    name: 'Starfall Odyssey',
    regions: ['eu', 'na', 'asia'],
    categories: ['account', 'top_up', 'gift_card', 'currency'],
    version: 3,
    products: [
      { name: 'Stardust', scale: 'thousand' },
      { name: 'Crystals', scale: 'unit' },
    ],
  },
  {
    slug: 'mythic-legends',
    name: 'Mythic Legends',
    regions: ['eu', 'na'],
    categories: ['account', 'top_up', 'currency'],
    version: 2,
    products: [{ name: 'Gold', scale: 'million' }],
  },
  { slug: 'pixel-raiders', name: 'Pixel Raiders', regions: ['global'], categories: ['account', 'gift_card'], version: 1, products: [] },
  { slug: 'neon-drift', name: 'Neon Drift', regions: ['eu', 'na', 'sa'], categories: ['top_up', 'gift_card'], version: 4, products: [] },
  {
    slug: 'arcane-tactics',
    name: 'Arcane Tactics',
    regions: ['eu', 'asia'],
    categories: ['account', 'currency'],
    version: 2,
    products: [{ name: 'Mana shards', scale: 'unit' }],
  },
  { slug: 'dune-riders', name: 'Dune Riders', regions: ['na'], categories: ['top_up'], version: 1, products: [] },
];

function attributesFor(category: ListingCategory, regions: string[]): AttributeDefinition[] {
  const region: AttributeDefinition = {
    key: 'region',
    label: 'Region',
    type: 'enum',
    required: true,
    filterable: true,
    enum_values: regions,
  };
  switch (category) {
    case 'account':
      return [
        region,
        { key: 'level', label: 'Account level', type: 'number', required: true, filterable: true, min: 1 },
        {
          key: 'rank',
          label: 'Rank',
          type: 'enum',
          required: false,
          filterable: true,
          enum_values: ['bronze', 'silver', 'gold', 'platinum'],
        },
        { key: 'skins', label: 'Skins owned', type: 'number', required: false, filterable: false, min: 0 },
      ];
    case 'top_up':
      return [region, { key: 'amount', label: 'Pack size', type: 'number', required: false, filterable: true, min: 1 }];
    case 'gift_card':
      return [
        {
          key: 'denomination',
          label: 'Face value (USD)',
          type: 'enum',
          required: true,
          filterable: true,
          enum_values: ['10', '25', '50', '100'],
        },
        { ...region, required: false },
      ];
    case 'currency':
      return [
        { key: 'server', label: 'Server', type: 'enum', required: true, filterable: true, enum_values: regions.map((r) => `${r}-1`) },
        { key: 'faction', label: 'Faction', type: 'enum', required: false, filterable: true, enum_values: ['alliance', 'horde'] },
      ];
  }
}

export const DELIVERY_METHODS: DeliveryMethodEntry[] = [
  {
    key: ACTIVATION_CODE,
    label: 'Activation code',
    description: 'The buyer receives a code and redeems it in the game.',
    version: 2,
    buyer_fields: [],
  },
  {
    key: 'player_id',
    label: 'Top-up by player id',
    description: 'The seller tops up the account the buyer names.',
    version: 1,
    buyer_fields: [
      { key: 'player_id', label: 'Player id', type: 'string', required: true, filterable: false, multiple: false, min: 3, max: 32 },
      {
        key: 'server',
        label: 'Server',
        type: 'string',
        required: false,
        filterable: true,
        multiple: false,
        enum_values: ['eu-1', 'na-1', 'asia-1'],
      },
    ],
  },
  {
    key: 'in_game_trade',
    label: 'In-game trade',
    description: 'Seller and buyer meet in the game and trade.',
    version: 1,
    buyer_fields: [
      {
        key: 'character_name',
        label: 'Character name',
        type: 'string',
        required: true,
        filterable: false,
        multiple: false,
        min: 2,
        max: 24,
      },
      { key: 'server', label: 'Server', type: 'string', required: true, filterable: true, multiple: false, catalog_key: 'servers' },
    ],
  },
];

export class Catalogue {
  readonly brands: CatalogueBrand[];
  private readonly bySlugOrId = new Map<string, CatalogueBrand>();

  /** `saved`: the brands of a saved state, whose ids its listings name; otherwise made anew. */
  constructor(random: Random, createdAt: string, saved?: CatalogueBrand[]) {
    this.brands =
      saved ??
      BRAND_SEEDS.map((seed) => {
        const brandId = random.uuid();
        return {
          id: brandId,
          slug: seed.slug,
          name: seed.name,
          icon_url: `https://assets.sandbox.invalid/brands/${seed.slug}/icon.png`,
          hero_url: `https://assets.sandbox.invalid/brands/${seed.slug}/hero.jpg`,
          pack_icon_url: `https://assets.sandbox.invalid/brands/${seed.slug}/pack.png`,
          created_at: createdAt,
          categories: seed.categories.map((category) => ({
            id: random.uuid(),
            slug: CATEGORY_SLUGS[category],
            name: CATEGORY_NAMES[category],
            category,
            schema: { id: random.uuid(), version: seed.version, attributes: attributesFor(category, seed.regions) },
            products: category === 'currency' ? seed.products.map((p) => ({ id: random.uuid(), ...p })) : [],
          })),
        };
      });
    for (const brand of this.brands) {
      this.bySlugOrId.set(brand.slug, brand);
      this.bySlugOrId.set(brand.id, brand);
    }
  }

  brand(slugOrId: string): CatalogueBrand | undefined {
    return this.bySlugOrId.get(slugOrId);
  }

  brandCategory(brand: CatalogueBrand, category: ListingCategory): BrandCategory | undefined {
    return brand.categories.find((c) => c.category === category);
  }

  deliveryMethod(key: string): DeliveryMethodEntry | undefined {
    return DELIVERY_METHODS.find((m) => m.key === key);
  }
}
