// "Did you mean": the bounded distance the suggestions use agrees with the textbook one, and the suggestions are
// those the full table of distances gives, for random words against the command names and short random names.
import ListKitTestSupport
import Testing

@testable import LKShell

@Suite struct SuggestionsTests {
  /// Optimal string alignment distance, the whole table (what `Suggestions` computed before it was bounded).
  static func referenceDistance(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// The suggestions as the whole-table version chose them.
  static func referenceClosest(to word: String, among names: [String], limit: Int = 3) -> [String] {
    guard !word.isEmpty, word.count <= 64 else { return [] }
    let typed = Array(word)
    let tolerance = typed.count <= 3 ? 1 : 2
    var scored: [(score: Int, name: String)] = []
    for name in Set(names) {
      let candidate = Array(name)
      var score = referenceDistance(typed, candidate)
      if candidate.count > typed.count {
        score = min(score, referenceDistance(typed, Array(candidate.prefix(typed.count))) + 1)
      }
      if score <= tolerance { scored.append((score, name)) }
    }
    return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
  }

  static func word(_ generator: inout SplitMix64, alphabet: [Character], length: ClosedRange<Int>) -> String {
    String((0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
  }

  /// A name with a few random edits: the words that get suggestions.
  static func typo(of name: String, _ generator: inout SplitMix64, alphabet: [Character]) -> String {
    var characters = Array(name)
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      let position = Int.random(in: 0...characters.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: characters.insert(alphabet.randomElement(using: &generator)!, at: position)
      case 1 where position < characters.count: characters.remove(at: position)
      case 2 where position < characters.count: characters[position] = alphabet.randomElement(using: &generator)!
      case 3 where position + 1 < characters.count: characters.swapAt(position, position + 1)
      default: break
      }
    }
    return String(characters)
  }

  @Test func theBoundedDistanceIsTheDistanceWithinItsBound() {
    var generator = SplitMix64(seed: 0x5eed_0001)
    let alphabet: [Character] = ["a", "b", "c", "-", "é", "\r\n"]
    for _ in 0..<3_000 {
      let a = Array(Self.word(&generator, alphabet: alphabet, length: 0...9))
      let b = Array(Self.word(&generator, alphabet: alphabet, length: 0...9))
      let bound = Int.random(in: 0...4, using: &generator)
      let exact = Self.referenceDistance(a, b)
      let bounded = Suggestions.distance(a, b, bound: bound)
      if exact <= bound {
        #expect(bounded == exact, "\(String(a).debugDescription) \(String(b).debugDescription) bound \(bound)")
      } else {
        #expect(bounded > bound, "\(String(a).debugDescription) \(String(b).debugDescription) bound \(bound)")
      }
      #expect(Suggestions.distance(a, b) == exact)
    }
  }

  @Test func suggestionsAreTheWholeTablesSuggestions() {
    var generator = SplitMix64(seed: 0x5eed_0002)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz-é\r\n")
    let names = CommandTable.allNames
    for _ in 0..<1_500 {
      let word =
        Bool.random(using: &generator)
        ? Self.typo(of: names.randomElement(using: &generator)!, &generator, alphabet: alphabet)
        : Self.word(&generator, alphabet: alphabet, length: 1...12)
      #expect(
        Suggestions.closest(to: word, among: names) == Self.referenceClosest(to: word, among: names),
        "\(word.debugDescription)")
    }
    // Names that are not plain ASCII take the characters' path.
    let others = ["café", "cafe", "naïve", "ab\r\nc", "résumé"]
    for word in ["cafe", "caf", "naive", "abc", "resume", "ab\r\n", "cafè"] {
      #expect(Suggestions.closest(to: word, among: others) == Self.referenceClosest(to: word, among: others), "\(word)")
    }
  }
}
