import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText.tsx';

/* Rich text drawn from an allow-list: what the console's editor makes, and nothing a script could use. */

const drawn = (html: string) =>
  render(<RichText html={html} className="prose" />).container.firstElementChild!;

describe('rich text from the console', () => {
  it('draws the editor’s blocks and inline marks, keeping a block’s direction', () => {
    const box = drawn(
      '<p>نص <strong>عريض</strong> و<em>مائل</em></p><p dir="ltr">An <b>English</b> line<br>broken</p><ul><li>أ</li><li>ب</li></ul><h2>عنوان</h2><blockquote>قول</blockquote><hr>',
    );
    expect(box.className).toBe('prose');
    expect(box.innerHTML).toBe(
      '<p>نص <strong>عريض</strong> و<em>مائل</em></p><p dir="ltr">An <b>English</b> line<br>broken</p><ul><li>أ</li><li>ب</li></ul><h2>عنوان</h2><blockquote>قول</blockquote><hr>',
    );
  });

  it('leaves out scripts, styles, frames and pictures, with handlers and styles on any tag', () => {
    const box = drawn(
      '<p onclick="alert(1)" style="color:red" dir="sideways">أ</p><script>alert(2)</script><style>p{}</style><iframe src="https://x.example"></iframe><img src="x" onerror="alert(3)"><svg><script>alert(4)</script></svg>',
    );
    expect(box.innerHTML).toBe('<p>أ</p>');
  });

  it('keeps the text of a tag outside the list, without the tag', () => {
    expect(drawn('<div><span class="x">نص</span> <font color="red">قديم</font></div>').innerHTML).toBe(
      'نص قديم',
    );
  });

  it('keeps a web or mail link, opening a web one apart from the shop, and drops any other address', () => {
    const box = drawn(
      '<a href="https://ar.wikipedia.org/wiki/x" target="_self">ويكي</a> <a href="mailto:a@b.example">بريد</a> <a href="javascript:alert(1)">خطر</a> <a href=" JAVASCRIPT:alert(1)">خطر</a> <a href="data:text/html,x">بيانات</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
    ).toEqual([
      ['https://ar.wikipedia.org/wiki/x', '_blank', 'noopener noreferrer'],
      ['mailto:a@b.example', null, null],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(box).toHaveTextContent('ويكي بريد خطر خطر بيانات');
  });

  it('shows markup written as text as text', () => {
    expect(drawn('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; بعد</p>').innerHTML).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; بعد</p>',
    );
  });
});
