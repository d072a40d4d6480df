// Truecasing of all-lowercase briefs before names are read (truecase.ts). Every sentence is made up.
import { describe, expect, it } from 'vitest';
import { createLocalLlm } from './local.js';
import { isLowercaseBrief, truecaseNames } from './truecase.js';

const chat = [
  'priya.n  10:12 AM',
  'hey all, quick one — need creators for brisvane labs\' new quillo pen 2',
  'smart pen that turns handwritten notes into text on your phone',
  'audience: college students and young lawyers',
  'use: lecture notes, client meetings',
  'goal is pre-orders',
  'budget 8L total',
].join('\n');

describe('truecasing all-lowercase briefs', () => {
  it('tells a lowercase brief from a cased one', () => {
    expect(isLowercaseBrief(chat)).toBe(true);
    expect(isLowercaseBrief('Hi team, we are launching Quillo Pen 2 by Brisvane Labs for students and lawyers next month.')).toBe(false);
    // Words in capitals ('AM', 'UGC', '8L') and a line's first word do not make a brief cased.
    expect(isLowercaseBrief('UGC AM 8L\nOk so here is the plan for the new pen and the notes app we talked about')).toBe(true);
  });

  it('capitalises invented words and the name each opens, and nothing else', () => {
    const t = truecaseNames(chat);
    expect(t).toHaveLength(chat.length);
    expect(t).toContain("Brisvane Labs' new Quillo Pen 2");
    // Ordinary words, chat words, the handle and the message nouns stay as written.
    expect(t).toContain('smart pen that turns handwritten notes into text on your phone');
    expect(t).toContain('priya.n  10:12 AM');
    expect(t).toContain('goal is pre-orders');
  });

  it('ends a name at punctuation, a function word or a word for the message', () => {
    expect(truecaseNames('ok so tarvelo is launching mirrakit on android, budget is 3L for 6 creators and the rest is open for now')).toContain('Tarvelo is launching Mirrakit on');
    expect(truecaseNames('zenthora brief 👇 product is a yoga mat with alignment lines, for people who practise at home, budget 2L')).toMatch(/^Zenthora brief/);
    expect(truecaseNames('ok wrenfield / pocket dune lamp, a small lamp for reading in bed and for the kids room, budget 1L total')).toContain('Wrenfield / pocket');
    // (A number before a word counts it: the name stops before '10 streamers'; a closing number stays in it.)
    expect(truecaseNames('ok so we are launching varkosh yudh 10 streamers needed for the launch, budget is 3L for the team')).toContain('Varkosh Yudh 10 streamers');
    // (A negated verb is a function word, not a coined name: 'hasn't signed'.)
    expect(truecaseNames("ok budget? the gaffer hasn't signed it off yet, he said after the board meeting, so leave it open for the team")).toContain("hasn't signed");
  });

  it('leaves a cased brief, and a brief mostly in another language, as they are', () => {
    const cased = 'Hi team — Brisvane Labs is launching the Quillo Pen 2 for students. Budget ₹8L.';
    expect(truecaseNames(cased)).toBe(cased);
    const other = 'chào team, bên mình có sản phẩm mới là bình giữ nhiệt, ngân sách khoảng năm mươi triệu đồng cho các bạn koc nhé';
    expect(truecaseNames(other)).toBe(other);
  });

  it('lets the extractor read both names from a brief written all in lower case', async () => {
    const r = await createLocalLlm().extractCampaign(chat);
    expect(r.campaign.brand_name.toLowerCase()).toBe('brisvane labs');
    expect(r.campaign.product_name.toLowerCase()).toBe('quillo pen 2');
    expect(r.missing_fields).not.toContain('Brand Name');
    expect(r.missing_fields).not.toContain('Product Name');
    // (Names read from restored capitals are a guess: the builder marks them for review.)
    expect(r.review_fields).toEqual(expect.arrayContaining(['product_name', 'brand_name']));
  });
});
