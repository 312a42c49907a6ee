/** The request's path and query without `page`: the base of a list's pagination links. */
export function listPath(url: string): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.delete('page');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
