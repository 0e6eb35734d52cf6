import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HomeSection } from '@golf/contracts';
import { formatInteger, formatNumber, formatPercent, formatToPar } from '@/lib/format/number';
import { useDeferredQuery } from '@/lib/store/use-deferred-query';
import { browserTimeZone } from '@/lib/format/browser-time-zone';
import { useHomeLayoutQuery } from './layout-api';
import { dateTimeFormat } from '@/lib/format/intl-formats';

function HomeCard({ id, title, children, link }: { id: string; title: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {children}
        {link ? (
          <Link component={RouterLink} to={link.to} sx={{ justifySelf: 'start' }}>
            {link.label}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One card per section the server sends, in its order, its data narrowed by `type` (the contract's union). */
function SectionCard({ section }: { section: HomeSection }) {
  const { t, i18n } = useTranslation(['home', 'challenges', 'simulator']);
  const id = `home-${section.type}`;
  switch (section.type) {
    case 'next-lesson': {
      const d = section.data;
      const when = dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone: d.timeZone }).format(new Date(d.startsAt));
      return (
        <HomeCard id={id} title={t('cards.nextLesson')} link={{ to: '/lessons', label: t('cards.lessonsLink') }}>
          <Typography sx={{ fontWeight: 600 }}>{when}</Typography>
          <Typography>{t('cards.lessonWith', { type: d.lessonType, coach: d.coach, center: d.center.name })}</Typography>
        </HomeCard>
      );
    }
    case 'recent-practice': {
      const d = section.data;
      const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(d.startedAt));
      return (
        <HomeCard id={id} title={t('cards.practice')} link={{ to: `/practice/${d.activityId}`, label: t('cards.practiceLink') }}>
          {/* A challenge session carries its challenge's English name: the challenge's own translation stands for it.
              An unnamed session is named by its kind: the line below already gives its date. */}
          <Typography sx={{ fontWeight: 600 }}>
            {d.challengeId
              ? t(`challenges:catalogue.${d.challengeId}.name`)
              : (d.name ?? t(`simulator:types.${d.activityType}`, { defaultValue: t('cards.practice') }))}
          </Typography>
          <Typography>{t('cards.practiceShots', { count: d.shots, shots: formatInteger(d.shots, i18n.language), when })}</Typography>
        </HomeCard>
      );
    }
    case 'handicap': {
      const d = section.data;
      return (
        <HomeCard id={id} title={t('cards.handicap')} link={{ to: '/rounds/stats', label: t('cards.handicapLink') }}>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>{formatNumber(d.handicapIndex, i18n.language, 1)}</Typography>
          <Typography variant="body2">{d.handicapIndex === null ? t('cards.handicapNeeded', { count: d.roundsNeeded }) : t('cards.handicapIndex')}</Typography>
          {d.selfDeclared !== null ? (
            <Typography variant="body2" color="text.secondary">
              {t('cards.handicapDeclared', { value: formatNumber(d.selfDeclared, i18n.language, 1) })}
            </Typography>
          ) : null}
        </HomeCard>
      );
    }
    case 'last-round': {
      // Score and to-par as the server derived them (the rounds list sends the same).
      const d = section.data;
      return (
        <HomeCard id={id} title={t('cards.round')} link={{ to: `/rounds/${d.roundId}`, label: t('cards.roundLink') }}>
          <Typography sx={{ fontWeight: 600 }}>{d.courseName}</Typography>
          <Typography>
            {d.score !== null
              ? t('cards.roundScore', {
                  score: formatInteger(d.score, i18n.language),
                  toPar: formatToPar(d.toPar, i18n.language),
                  count: d.holesPlayed,
                  date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d.playedAt}T12:00:00Z`)),
                })
              : t('cards.roundNoScore')}
          </Typography>
        </HomeCard>
      );
    }
    case 'plan-progress': {
      const d = section.data;
      return (
        <HomeCard id={id} title={t('cards.plan')} link={{ to: '/lessons/plan', label: t('cards.planLink') }}>
          <Typography sx={{ fontWeight: 600 }}>{d.title}</Typography>
          <LinearProgress
            variant="determinate"
            value={d.progress}
            aria-label={t('cards.planProgress', { progress: formatPercent(d.progress, i18n.language) })}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2">{t('cards.planGoals', { count: d.goalsDone, total: d.goalsTotal })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cards.planMadeOf', {
              progress: formatPercent(d.progress, i18n.language),
              lessons: formatPercent(d.lessonProgress, i18n.language),
              goals: formatPercent(d.goalProgress, i18n.language),
            })}
          </Typography>
        </HomeCard>
      );
    }
    case 'player-score': {
      const d = section.data;
      return (
        <HomeCard id={id} title={t('cards.scores')}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5 }}>
            {d.scores.map((s) => (
              <Box key={s.typeScore} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {t(`cards.scoreTypes.${s.typeScore}`, { defaultValue: s.typeScore })}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {formatNumber(s.latest, i18n.language, Number.isInteger(s.latest) ? 0 : 1)}{' '}
                  {s.improving === null ? '' : s.improving ? `▲ ${t('cards.improving')}` : `▼ ${t('cards.notImproving')}`}
                </Typography>
              </Box>
            ))}
          </Box>
        </HomeCard>
      );
    }
    case 'notifications': {
      const d = section.data;
      return (
        <HomeCard id={id} title={t('cards.notifications')} link={{ to: '/notifications', label: t('cards.seeNotifications') }}>
          <Typography>{t('cards.unread', { count: d.unreadCount })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {d.latest.map((n) => (
              <li key={n.id}>
                <Typography sx={{ fontWeight: n.isRead ? 400 : 600 }}>{n.title}</Typography>
              </li>
            ))}
          </Box>
        </HomeCard>
      );
    }
    case 'my-game-about': {
      const d = section.data;
      return (
        <HomeCard id={id} title={t('cards.about')} link={{ to: '/account', label: d.isFilled ? t('cards.aboutEdit') : t('cards.aboutFill') }}>
          {d.isFilled ? <Typography>{d.goals[0] ?? t('cards.aboutNoGoal')}</Typography> : <Typography>{t('cards.aboutEmpty')}</Typography>}
        </HomeCard>
      );
    }
    case 'referral': {
      const d = section.data;
      const url = `${window.location.origin}/referral/${d.pid}`;
      return (
        <HomeCard id={id} title={t('cards.referral')} link={{ to: '/referral', label: t('cards.referralLink') }}>
          <Typography>{t('cards.referralText', { count: d.offer.referralCredit, amount: formatInteger(d.offer.referralCredit, i18n.language) })}</Typography>
          <Typography component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
            {url}
          </Typography>
        </HomeCard>
      );
    }
    default:
      return null;
  }
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } } as const;

/**
 * Card-sized placeholders while the layout loads. They hold the cards' room, so the profile below
 * does not jump down the page when the cards arrive (Lighthouse measured a layout shift of 0.29 on
 * a phone without them): six cards fill a phone's first screen and two rows of a wide one.
 */
function HomeCardsSkeleton() {
  const { t } = useTranslation('home');
  return (
    <Box role="status" aria-busy="true" aria-label={t('cards.loading')} sx={GRID}>
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <Card key={card} variant="outlined" sx={{ minHeight: 148 }}>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="text" width="45%" sx={{ fontSize: '1.15rem' }} />
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="55%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The home page's cards from GET /api/v3/layout/home, in the player's time zone. */
export function HomeCards() {
  const { i18n } = useTranslation('home');
  // Deferred: the cards, the page's largest render, draw in slices once the layout arrives.
  const layout = useDeferredQuery(useHomeLayoutQuery({ timeZone: browserTimeZone(), language: i18n.language }));
  if (!layout.data) return layout.isLoading ? <HomeCardsSkeleton /> : null;
  return (
    <Box sx={GRID}>
      {layout.data.sections.map((section) => (
        <SectionCard key={section.type} section={section} />
      ))}
    </Box>
  );
}
