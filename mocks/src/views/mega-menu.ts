/** The category tree as the contract's MegaMenu (top categories, their groups, the groups' links); `link` makes a category's href. */
import type { MegaMenu } from '@carsi/sdk/main';
import { db } from '../db/database.ts';

export function megaMenu(link: (slug: string) => string): MegaMenu {
  return {
    items: db.categories
      .filter((c) => c.level === 1)
      .map((top) => ({
        id: top.id,
        name: top.name,
        link: link(top.slug),
        groups: db.categories
          .filter((g) => g.parentId === top.id)
          .map((g) => ({
            id: g.id,
            name: g.name,
            link: link(g.slug),
            links: db.categories.filter((l) => l.parentId === g.id).map((l) => ({ id: l.id, name: l.name, link: link(l.slug) })),
          })),
      })),
  };
}
