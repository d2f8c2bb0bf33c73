// The time of a seek or a table for guests: common presets, a custom live clock (1 to 180 minutes,
// 0 to 180 seconds a move), and for a seek the days a move (1 to 14). The server checks the
// bounds (SeekTime), and the form shows its refusal, which names the bound.
import {el} from './site.js';

const LIVE = [['1+0', 'Bullet 1 min'], ['3+2', 'Blitz 3 min + 2 s'], ['5+3', 'Blitz 5 min + 3 s'], ['10+5', 'Rapid 10 min + 5 s'],
  ['15+10', 'Rapid 15 min + 10 s'], ['30+0', 'Classical 30 min']];
const DAYS = [1, 2, 3, 7, 14];

/**
 * The picker for a form whose ids start with `prefix`: a select `PREFIX-time` (values `live:3+2`,
 * `days:3`, `custom`, or '' for none) and, for `custom`, the fields `PREFIX-base` (minutes) and
 * `PREFIX-increment` (seconds). `correspondence`: offer the days a move too. `chosen`: the value
 * selected at first. Returns {select, customRow, time()}: `time()` is {live: '3+2'}, {days: '3'}
 * or {} for none.
 */
export function timePicker(prefix, {correspondence = false, chosen = 'live:10+5', none = 'Untimed'} = {}) {
  const option = (value, words) => el('option', value === chosen ? {value, selected: ''} : {value}, words);
  const live = el('optgroup', {label: 'Live'}, ...LIVE.map(([c, words]) => option('live:' + c, words)),
    option('custom', 'Custom…'));
  const groups = [live];
  if (correspondence) {
    groups.push(el('optgroup', {label: 'Correspondence'}, ...DAYS.map((d) => option('days:' + d, d === 1 ? '1 day a move' : `${d} days a move`))));
  }
  const select = el('select', {id: prefix + '-time'}, ...groups, option('', none));
  const base = el('input', {id: prefix + '-base', type: 'number', min: 1, max: 180, step: 1, value: 10, 'aria-label': 'Minutes each', class: 'clock-number'});
  const increment = el('input', {id: prefix + '-increment', type: 'number', min: 0, max: 180, step: 1, value: 5, 'aria-label': 'Seconds added a move', class: 'clock-number'});
  const customRow = el('label', {class: 'clock-custom'}, el('span', {}, 'Custom clock'),
    el('span', {class: 'clock-fields', title: 'Minutes each, and seconds added after each move'}, base, el('span', {}, 'min +'), increment, el('span', {}, 's')));
  const follow = () => { customRow.hidden = select.value !== 'custom'; };
  select.addEventListener('change', () => {
    follow();
    if (select.value === 'custom') base.focus();
  });
  follow();
  const time = () => {
    const v = select.value;
    if (v.startsWith('live:')) return {live: v.slice(5)};
    if (v.startsWith('days:')) return {days: v.slice(5)};
    if (v !== 'custom') return {};
    // The server checks the bounds, and its refusal says which one: "181+0" is not a time control: ...
    return {live: `${base.value.trim()}+${increment.value.trim() || '0'}`};
  };
  return {select, customRow, time};
}
