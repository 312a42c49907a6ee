import { describe, expect, it } from 'vitest';
import { foldArabic, foldWithOrigins } from './arabic-fold.ts';

describe('Arabic folding', () => {
  it('strips tashkeel, the dagger alif and tatweel', () => {
    expect(foldArabic('إِنَّ الأَمْرَ يَسِيرٌ')).toBe('ان الامر يسير');
    expect(foldArabic('رحمٰن')).toBe('رحمن');
    expect(foldArabic('كـتـاب')).toBe('كتاب');
  });

  it('writes every hamza seat, taa marbuta and alif maqsura as the plain letter', () => {
    expect(foldArabic('أإآٱ')).toBe('اااا');
    expect(foldArabic('المُؤَلِّفُ')).toBe('المولف');
    expect(foldArabic('مسائل')).toBe('مسايل');
    expect(foldArabic('مكتبة على')).toBe('مكتبه علي');
  });

  it('turns presentation forms into letters and Latin into lower case', () => {
    expect(foldArabic('\uFEDF\uFEA4\uFEE3')).toBe('لحم');
    expect(foldArabic('\uFEFB')).toBe('لا');
    expect(foldArabic('Hello WORLD')).toBe('hello world');
  });

  it('tells where each folded character came from', () => {
    const { folded, origins } = foldWithOrigins('أَمْر');
    expect(folded).toBe('امر');
    expect(origins).toEqual([0, 2, 4]);
  });
});
