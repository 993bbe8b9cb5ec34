import { titleFromHtml } from '../legacy-title-html';

describe('titleFromHtml', () => {
  it('keeps the words and takes the first emphasis as the highlighted part', () => {
    expect(titleFromHtml('Business <span class="text-primary">Automation</span>')).toEqual({
      title: 'Business Automation',
      highlight: 'Automation',
    });
    expect(titleFromHtml('<strong>AI</strong> &amp; Machine<br/>Learning')).toEqual({
      title: 'AI & Machine Learning',
      highlight: 'AI',
    });
  });

  it('gives the plain title alone when nothing is emphasised, and null for nothing', () => {
    expect(titleFromHtml('Cloud &nbsp; Solutions')).toEqual({ title: 'Cloud Solutions' });
    expect(titleFromHtml('<span></span>')).toBeNull();
    expect(titleFromHtml(null)).toBeNull();
    expect(titleFromHtml('')).toBeNull();
  });
});
