import type { Declared } from '../registry.js';
import { account } from './account.js';
import { alerts } from './alerts.js';
import { api } from './api.js';
import { audit } from './audit.js';
import { autopilot } from './autopilot.js';
import { away, back } from './away.js';
import { cancel } from './cancel.js';
import { connect } from './connect.js';
import { cost } from './cost.js';
import { create } from './create.js';
import { dashboard } from './dashboard.js';
import { deliver } from './deliver.js';
import { disconnect } from './disconnect.js';
import { edit } from './edit.js';
import { help } from './help.js';
import { join } from './join.js';
import { language } from './language.js';
import { link } from './link.js';
import { listing } from './listing.js';
import { listings } from './listings.js';
import { notify } from './notify.js';
import { orders } from './orders.js';
import { pool } from './pool.js';
import { price } from './price.js';
import { restock } from './restock.js';
import { stats } from './stats.js';
import { statusCommands } from './status-actions.js';
import { switchAccount } from './switch.js';
import { take } from './take.js';
import { team } from './team.js';
import { webhooks } from './webhooks.js';

/** Every command, in the order help and the platforms' menus show them; each brings the flows it starts. */
export function allCommands(): Declared[] {
  return [
    help,
    connect,
    account,
    switchAccount,
    language,
    listings,
    listing,
    orders,
    stats,
    dashboard,
    deliver,
    take,
    restock,
    autopilot,
    pool,
    price,
    cost,
    edit,
    ...statusCommands,
    create,
    alerts,
    away,
    back,
    notify,
    team,
    webhooks,
    join,
    link,
    api,
    audit,
    disconnect,
    cancel,
  ];
}
