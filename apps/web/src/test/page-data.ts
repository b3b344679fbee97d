/** Puts a JSON data block in the page, as the server does for a first view (decisions 0080, 0094, 0099, 0114). */
export function putPageData(id: string, value: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}
