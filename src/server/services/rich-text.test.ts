import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes: paragraphs, headings, lists, quotes, emphasis and direction', () => {
    const html =
      '<h2 dir="rtl">سياسة الخصوصية</h2><p dir="rtl">نحترم <strong>خصوصيتك</strong> و<em>بياناتك</em>.</p>' +
      '<ul><li>الاسم</li><li dir="ltr">E-mail</li></ul><ol><li><u>أ</u></li><li><s>ب</s></li></ol>' +
      '<blockquote><p>قول</p></blockquote><h3>فرع</h3><h4>فرع آخر</h4><p>سطر<br />ثان</p><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops an image with an onerror handler entirely', () => {
    expect(sanitizeRichText('<p>قبل<img src=x onerror=alert(1)>بعد</p>')).toBe('<p>قبلبعد</p>');
  });

  it('drops scripts with their code, and any tag outside the list with its attributes', () => {
    expect(sanitizeRichText('<p>نص</p><script>window.__pwned = true</script>')).toBe('<p>نص</p>');
    expect(sanitizeRichText('<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe(
      '',
    );
    expect(sanitizeRichText('<svg onload=alert(1)><circle /></svg><p>b</p>')).toBe('<p>b</p>');
    expect(sanitizeRichText('<div onclick="alert(1)"><span>c</span></div>')).toBe('c');
    expect(sanitizeRichText('<style>p{color:red}</style><p>d</p>')).toBe('<p>d</p>');
  });

  it('removes event handlers from allowed tags', () => {
    expect(sanitizeRichText('<p onmouseover="alert(1)" onclick=alert(2)>نص</p>')).toBe('<p>نص</p>');
    expect(sanitizeRichText('<a href="https://example.com" onclick="alert(1)">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes style and class attributes, and a dir that is not rtl, ltr or auto', () => {
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))" class="x">نص</p>')).toBe(
      '<p>نص</p>',
    );
    expect(sanitizeRichText('<p dir="rtl;color:red">نص</p>')).toBe('<p>نص</p>');
    expect(sanitizeRichText('<p dir="LTR">text</p>')).toBe('<p dir="ltr">text</p>');
    expect(sanitizeRichText('<strong dir="rtl">نص</strong>')).toBe('<strong>نص</strong>');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'jav&#x0A;ascript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    '//evil.example/x',
  ])('takes the href %j off a link and keeps its text', (href) => {
    const clean = sanitizeRichText(`<a href="${href}">انقر</a>`);
    expect(clean).toBe('<a>انقر</a>');
    expect(clean.toLowerCase()).not.toMatch(/script|data:|href/);
  });

  it('opens outside links apart from the shop, whatever target and rel the writer gave', () => {
    expect(sanitizeRichText('<a href="http://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@example.com" target="_blank">mail</a>')).toBe(
      '<a href="mailto:info@example.com">mail</a>',
    );
    expect(sanitizeRichText('<a href="/contact-us">تواصل</a>')).toBe('<a href="/contact-us">تواصل</a>');
  });

  it('turns h1, h5 and h6 into the editor’s heading levels', () => {
    expect(sanitizeRichText('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
    expect(sanitizeRichText('<h1 dir="ltr" id="x">a</h1>')).toBe('<h2 dir="ltr">a</h2>');
  });

  it('leaves text that only looks like markup as text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
    expect(sanitizeRichText('plain')).toBe('plain');
  });
});

describe('isBlankRichText', () => {
  it('sees an emptied editor, spaces and markup without text as blank', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p> &nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankRichText('<img src=x onerror=alert(1)>')).toBe(true);
    expect(isBlankRichText('<p>نص</p>')).toBe(false);
  });
});
