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
  static func closest(to word: String, among names: [String], limit: Int = 3) -> [String] {
    guard !word.isEmpty, word.count <= 64 else { return [] }
    let typed = Array(word)
    let tolerance = typed.count <= 3 ? 1 : 2
    var scored: [(score: Int, name: String)] = []
    for name in Set(names) {
      let candidate = Array(name)
      var score = distance(typed, candidate)
      if candidate.count > typed.count {
        score = min(score, distance(typed, Array(candidate.prefix(typed.count))) + 1)
      }
      if score <= tolerance { scored.append((score, name)) }
    }
    return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func phrase(_ names: [String], conjunction: String = "or") -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
  }

  /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
