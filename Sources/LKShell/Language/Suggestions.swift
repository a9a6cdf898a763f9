// Prefix abbreviation and "did you mean": the two ways a misspelt or shortened name is matched to a real one.

/// Name matching shared by commands, `show`/`set`/`expect` forms, item types and help topics.
enum Suggestions {
  /// The outcome of resolving a possibly abbreviated name.
  enum Resolution: Equatable {
    case found(String)
    case ambiguous([String])
    case notFound
  }

  /// An exact name wins; otherwise a prefix of exactly one name resolves to it. Where several names start with the
  /// word and one of them starts every other (`delete-items` of `delete-items-at`), that one wins: a name that gains
  /// a longer sibling keeps its abbreviations (`delete-i` stays `delete-items`).
  /// - Complexity: O(n · m) for n names of length m.
  static func resolve(_ word: String, among names: [String]) -> Resolution {
    if names.contains(word) { return .found(word) }
    guard !word.isEmpty else { return .notFound }
    let matches = Set(names.filter { $0.hasPrefix(word) }).sorted()
    switch matches.count {
    case 0: return .notFound
    case 1: return .found(matches[0])
    default:
      // Sorted, so a name that starts all the others comes first.
      if matches.dropFirst().allSatisfy({ $0.hasPrefix(matches[0]) }) { return .found(matches[0]) }
      return .ambiguous(matches)
    }
  }

  /// At most `limit` names closest to `word`, best first: by optimal-string-alignment distance to the whole
  /// name or to the name's prefix of the same length (so `apend` finds `append-items`), within a tolerance
  /// of 1 for short words and 2 otherwise. Words longer than 64 characters get no suggestions.
  ///
  /// - Complexity: O(n · m · tolerance) for n names of length m: a distance is computed only within the tolerance
  ///   (a name whose length is further away than that is only compared by its prefix). Every mistyped command pays
  ///   for this, so it stays cheap: a full table of distances per name was most of the time a fuzzer's typo took.
  static func closest(to word: String, among names: [String], limit: Int = 3) -> [String] {
    guard !word.isEmpty, word.count <= 64 else { return [] }
    let tolerance = word.count <= 3 ? 1 : 2
    // Most names and words are ASCII: two ASCII strings without a carriage return (which joins a following line
    // feed into one character) have as many characters as bytes, so their bytes give the same distances without
    // making Characters. Anything else is compared by its characters.
    let typedBytes = Array(word.utf8)
    let typedIsASCII = typedBytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    lazy var typedCharacters = Array(word)
    var scored: [(score: Int, name: String)] = []
    for name in names {
      // A name shorter than the word by more than the tolerance is too far (and has no prefix of its length).
      if typedIsASCII, name.utf8.count < typedBytes.count - tolerance { continue }
      let distance: Int?
      if typedIsASCII, name.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
        var name = name
        distance = name.withUTF8 { score(typedBytes, $0, tolerance: tolerance) }
      } else {
        distance = score(typedCharacters, Array(name), tolerance: tolerance)
      }
      if let distance, !scored.contains(where: { $0.name == name }) { scored.append((distance, name)) }
    }
    return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func phrase(_ names: [String], conjunction: String = "or") -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
  }

  /// The distance of `typed` to `candidate` or to its prefix of `typed`'s length (plus one), when within `tolerance`.
  private static func score<A: RandomAccessCollection, B: RandomAccessCollection>(
    _ typed: A, _ candidate: B, tolerance: Int
  ) -> Int? where A.Element: Equatable, B.Element == A.Element {
    var best = tolerance + 1
    if abs(candidate.count - typed.count) <= tolerance {
      best = distance(typed, candidate, bound: tolerance)
    }
    if candidate.count > typed.count, best > 1 {
      best = min(best, distance(typed, candidate.prefix(typed.count), bound: best - 2) + 1)
    }
    return best <= tolerance ? best : nil
  }

  /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    distance(a, b, bound: max(a.count, b.count))
  }

  /// Optimal string alignment distance of `a` and `b` when it is at most `bound`; otherwise some value greater
  /// than `bound`. Only the cells within `bound` of the diagonal are computed, and the computation stops when a row
  /// has no cell within `bound`: O(min(m, n) · bound), in three rows on the stack.
  static func distance<A: RandomAccessCollection, B: RandomAccessCollection>(
    _ a: A, _ b: B, bound: Int
  ) -> Int where A.Element: Equatable, B.Element == A.Element {
    let (m, n) = (a.count, b.count)
    guard bound >= 0, abs(m - n) <= bound else { return bound + 1 }
    if m == 0 || n == 0 { return max(m, n) }
    let outside = bound + 1
    func x(_ i: Int) -> A.Element { a[a.index(a.startIndex, offsetBy: i)] }
    func y(_ j: Int) -> B.Element { b[b.index(b.startIndex, offsetBy: j)] }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
      rows.initialize(repeating: outside)
      // Rows i - 2, i - 1 and i, by their offsets in `rows`, rotated after each row.
      var (previousPrevious, previous, current) = (0, n + 1, 2 * (n + 1))
      for j in 0...min(n, bound) { rows[previous + j] = j }
      for i in 1...m {
        let low = max(1, i - bound)
        let high = min(n, i + bound)
        rows[current] = i <= bound ? i : outside
        if low > 1 { rows[current + low - 1] = outside }
        var rowMinimum = rows[current]
        let ai = x(i - 1)
        for j in low...high {
          let bj = y(j - 1)
          var cell = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + (ai == bj ? 0 : 1))
          if i > 1 && j > 1 && ai == y(j - 2) && x(i - 2) == bj {
            cell = min(cell, rows[previousPrevious + j - 2] + 1)
          }
          rows[current + j] = min(cell, outside)
          rowMinimum = min(rowMinimum, rows[current + j])
        }
        if high < n { rows[current + high + 1] = outside }
        if rowMinimum > bound { return outside }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
      }
      return rows[previous + n]
    }
  }
}
