// The end page's "how every point was scored" from a view's coded score lines: each line's
// `code` worded by the catalog with the line's parameters, the engine's English `reason` when
// the catalog has no wording for it.
export function codedDetails(ctx, rows) {
  if (!rows) return null;
  const names = (seat) => ctx.names(seat);
  return rows.map((lines) => lines.map((r) => {
    const template = ctx.catalog.events[r.code];
    return { category: r.category, points: r.points, reason: (template && ctx.catalog.fill(template, r, names)) || r.reason };
  }));
}
