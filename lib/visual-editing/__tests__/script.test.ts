/** @jest-environment node */
import { visualEditingBootstrap, visualEditingScript } from '../script';

describe("the Visual Editor's script for draft pages", () => {
  it("is the package's browser build with its dependency, then the connection, as valid JavaScript", () => {
    const code = visualEditingScript('https://cms.example.com');
    expect(code).toContain('var DirectusVisualEditing=');
    expect(code.indexOf('@reach/observe-rect')).toBeLessThan(code.indexOf('DirectusVisualEditing'));
    expect(code).not.toContain('sourceMappingURL');
    expect(code).toContain(
      'DirectusVisualEditing.apply({ directusUrl: directusUrl, onSaved: refresh })',
    );
    expect(() => new Function(code)).not.toThrow();
  });

  it('writes the Directus URL as a JSON string, so no value can break out of it', () => {
    const code = visualEditingBootstrap('https://cms.example.com/"); alert(1); ("');
    expect(code).toContain('var directusUrl = "https://cms.example.com/\\"); alert(1); (\\"";');
    expect(() => new Function(code)).not.toThrow();
  });
});
