import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScorecardHole } from '@golf/contracts';
import rounds from '@/locales/en/rounds.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { HoleForm } from './hole-form';

const hole: ScorecardHole = {
  id: 1,
  hole: 3,
  par: 4,
  handicap: 7,
  yards: 380,
  length: 380,
  score: null,
  status: 'pending',
  putts: null,
  details: {
    fairwayHit: null,
    fairwayBunkers: null,
    greensideBunkers: null,
    drivingDistance: null,
    pitches: null,
    chips: null,
    penalties: null,
    missedPutts: null,
    greenInReg: null,
  },
  strokesReceived: 0,
  toPar: null,
};

async function typeInto(label: string, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  // Pasted as a whole: typing key by key is slow on a loaded machine, and the rules read the whole value.
  field.focus();
  await userEvent.paste(value);
}

describe('the hole form', () => {
  afterEach(cleanup);

  it('refuses more putts than strokes as typed, and says nothing about the green until it is right', { timeout: 20_000 }, async () => {
    const onSave = vi.fn();
    await renderWithI18n(<HoleForm hole={hole} lengthUnit="yd" busy={false} error={null} onSave={onSave} onCancel={() => undefined} />, { rounds });
    await typeInto(rounds.scorecard.score, '5');
    await typeInto(rounds.scorecard.putts, '7');
    expect(screen.getByText(rounds.holeRule['putts-leave-no-stroke'])).toBeTruthy();
    expect(screen.queryByText(rounds.scorecard.girYes)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Save hole/ }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(rounds.holeRule.fix)).toBeTruthy();
    // 5 strokes, 3 putts: on the green in 2 on a par 4.
    await typeInto(rounds.scorecard.putts, '3');
    expect(screen.getByText(rounds.scorecard.girYes)).toBeTruthy();
  });

  it('flags a negative driving distance and saves the hole once it is fixed', { timeout: 20_000 }, async () => {
    const onSave = vi.fn();
    await renderWithI18n(<HoleForm hole={hole} lengthUnit="yd" busy={false} error={null} onSave={onSave} onCancel={() => undefined} />, { rounds });
    await typeInto(rounds.stats.drivingDistance, '-50');
    expect(screen.getByText('From 0 to 450.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Save hole/ }));
    expect(onSave).not.toHaveBeenCalled();
    await typeInto(rounds.stats.drivingDistance, '250');
    await userEvent.click(screen.getByRole('button', { name: /Save hole/ }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ hole: 3, status: 'played', score: 4, details: expect.objectContaining({ drivingDistance: 250 }) }),
    );
  });

  it('takes the driving distance in metres from a player in metres, up to the same 450 yards', { timeout: 20_000 }, async () => {
    const onSave = vi.fn();
    const metric = { ...hole, length: 347, details: { ...hole.details, drivingDistance: 230 } };
    await renderWithI18n(<HoleForm hole={metric} lengthUnit="m" busy={false} error={null} onSave={onSave} onCancel={() => undefined} />, { rounds });
    expect(screen.getByRole('textbox', { name: rounds.stats.drivingDistance })).toHaveProperty('value', '230');
    expect(screen.getByText(rounds.scorecard.metresHelp)).toBeTruthy();
    await typeInto(rounds.stats.drivingDistance, '420');
    expect(screen.getByText('From 0 to 411.')).toBeTruthy();
    await typeInto(rounds.stats.drivingDistance, '411');
    await userEvent.click(screen.getByRole('button', { name: /Save hole/ }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ details: expect.objectContaining({ drivingDistance: 411 }) }));
  });
});
