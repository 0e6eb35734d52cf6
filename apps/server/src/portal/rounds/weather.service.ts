import { mphFromMetresPerSecond, speedIn, type WeatherBody, type WeatherResult } from '@golf/contracts';
import type { Caller, Ctx } from '../../platform/context.ts';
import type { Weather } from '../../platform/weather/index.ts';
import { unitFlagsOf } from '../account/index.ts';

/**
 * The weather at a course, as the provider answers it (in the units asked), with each interval's
 * wind also in the caller's speed unit (the one units rule): mph or km/h, whatever units were asked.
 * A coach, who has no unit setting, gets mph.
 */
export async function weatherAtCourse(ctx: Ctx, weather: Weather, caller: Caller, body: WeatherBody): Promise<WeatherResult> {
  const [result, units] = await Promise.all([
    weather.timelines(body, ctx.clock.now()),
    caller.role === 'player' ? unitFlagsOf(ctx.db, caller.subjectId) : { enableMetricDistances: false, enableMetricSpeeds: false },
  ]);
  // Metric answers give wind in metres per second, imperial ones in mph.
  const mph = (value: number) => (result.units === 'metric' ? mphFromMetresPerSecond(value) : value);
  return {
    ...result,
    timelines: result.timelines.map((timeline) => ({
      ...timeline,
      intervals: timeline.intervals.map((interval) => {
        const speed = interval.values.windSpeed;
        return speed === undefined ? interval : { ...interval, wind: speedIn(mph(speed), units) };
      }),
    })),
  };
}
