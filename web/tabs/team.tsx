import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatMoment } from '../format.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { reaches, useCall } from '../use-call.js';
import { dataOf, type AuditEntryData, type InviteData, type MemberData } from '../wire.js';

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
  const call = useCall();
  const invite = useCall();
  const [members, setMembers] = useState<MemberData[] | null>(null);
  const [invites, setInvites] = useState<InviteData[]>([]);
  const load = async () => {
    const [team, open] = [await call.run(() => api.command('team')), await call.run(() => api.command('team', { verb: 'invites' }))];
    setMembers(dataOf(team, 'team')?.team.members ?? null);
    setInvites(dataOf(open, 'invites')?.invites ?? []);
    if (dataOf(team, 'team')) call.clear();
  };
  useEffect(() => void load(), [api]);
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
            onClick={() => void invite.run(() => api.command('team', { verb: 'invite', values: { value: level } })).then(load)}
          >
            {t('dashboard-page-invite-button', { role: t('dashboard-page-role', { role: level }) })}
          </button>
        ))}
      </div>
      <Replies api={api} replies={invite.replies} busy={invite.busy} run={(answer) => void invite.run(answer)} />
      <Replies api={api} replies={call.replies} busy={call.busy} run={(answer) => void call.run(answer)} />
    </section>
  );
}

function Audit({ api }: { api: Api }) {
  const call = useCall();
  const [entries, setEntries] = useState<AuditEntryData[] | null>(null);
  useEffect(() => {
    void call
      .run(() => api.command('audit', { values: { count: '50' } }))
      .then((replies) => {
        const found = dataOf(replies, 'audit');
        setEntries(found?.entries ?? null);
        if (found) call.clear();
      });
  }, [api]);
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
      <Replies api={api} replies={call.replies} busy={call.busy} run={(answer) => void call.run(answer)} />
    </section>
  );
}
