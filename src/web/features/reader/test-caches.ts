/** Cache Storage as the browser has it, kept in memory (jsdom has none). */
class MemoryCache {
  entries = new Map<string, Response>();
  async put(key: string, response: Response) {
    this.entries.set(new URL(key, 'http://shop.test').href, response);
  }
  async match(key: string) {
    return this.entries.get(new URL(key, 'http://shop.test').href)?.clone();
  }
  async delete(key: string | Request) {
    return this.entries.delete(new URL(typeof key === 'string' ? key : key.url, 'http://shop.test').href);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
export class MemoryCaches {
  named = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name)!;
  }
  async has(name: string) {
    return this.named.has(name);
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
}
