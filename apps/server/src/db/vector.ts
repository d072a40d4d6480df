/** A vector as pgvector's text form ('[0.1,0.2,...]'), for a `$n::vector` parameter; null stays null. */
export const vectorLiteral = (v: number[] | null | undefined) => (v ? `[${v.join(',')}]` : null);
