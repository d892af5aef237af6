import type { Api } from '../api.js';
import { formatMoment } from '../format.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { reaches, useCall } from '../use-call.js';
import { useRead } from '../use-read.js';
import type { AuditEntryData, InviteData, MemberData } from '../wire.js';

const INVITABLE = ['viewer', 'operator', 'manager'] as const;

/** Members and invites (the owner's to see and change), and the audit every member may read. */
export function TeamTab({ api, role }: { api: Api; role: string }) {
  const isOwner = reaches(role, 'owner');
  return (
    <div class="stack">
      {isOwner && <Members api={api} />}
      <Audit api={api} />
    </div>
  );
}

function Members({ api }: { api: Api }) {
  const invite = useCall();
  const read = useRead(async () => ({ ...(await api.read('team')), ...(await api.read('team/invites')) }), [api]);
  const members: MemberData[] | null = read.value?.team.members ?? null;
  const invites: InviteData[] = read.value?.invites ?? [];
  return (
    <section aria-labelledby="team-title">
      <h2 id="team-title">{t('dashboard-page-team-title')}</h2>
      {members && (
        <ul class="rows">
          {members.map((member) => (
            <li key={member.member_id} class="row">
              <span class="grow">
                {member.logins.map((login) => t('dashboard-page-team-login', { platform: login.platform, id: login.user_id })).join(', ')}
                {member.you && <span class="badge">{t('dashboard-page-team-you')}</span>}
              </span>
              <span>{t('dashboard-page-role', { role: member.role })}</span>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('dashboard-page-invites-title')}</h3>
      {invites.length === 0 ? (
        <p class="empty">{t('dashboard-page-invites-none')}</p>
      ) : (
        <ul class="rows">
          {invites.map((open) => (
            <li key={open.code_start} class="row">
              <span class="grow">{`${open.code_start}…`}</span>
              <span>{t('dashboard-page-role', { role: open.role })}</span>
              <span class="hint">{formatMoment(open.expires_at)}</span>
            </li>
          ))}
        </ul>
      )}
      <div class="toolbar" role="group" aria-label={t('dashboard-page-invite-label')}>
        {INVITABLE.map((level) => (
          <button
            key={level}
            type="button"
            disabled={invite.busy}
            onClick={() => void invite.run(() => api.command('team', { verb: 'invite', values: { value: level } })).then(read.reload)}
          >
            {t('dashboard-page-invite-button', { role: t('dashboard-page-role', { role: level }) })}
          </button>
        ))}
      </div>
      {/* An invite's code is shown once, as the chat shows it: the one reply this tab still renders. */}
      <Replies api={api} replies={invite.replies} busy={invite.busy} run={(answer) => void invite.run(answer)} />
      {read.problem !== null && <p class="tone-error">{read.problem}</p>}
    </section>
  );
}

function Audit({ api }: { api: Api }) {
  const read = useRead(() => api.read('audit'), [api]);
  const entries: AuditEntryData[] | null = read.value?.entries ?? null;
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{t('dashboard-page-audit-title')}</h2>
      {entries?.length === 0 && <p class="empty">{t('dashboard-page-audit-none')}</p>}
      {entries && entries.length > 0 && (
        <ul class="rows">
          {entries.map((entry, index) => (
            <li key={index} class={entry.failed === null ? 'row' : 'row tone-error'}>
              <span class="hint">{formatMoment(entry.at)}</span>
              <span class="grow">{entry.summary}</span>
              <span>{entry.actor.name}</span>
            </li>
          ))}
        </ul>
      )}
      {read.problem !== null && <p class="tone-error">{read.problem}</p>}
    </section>
  );
}
