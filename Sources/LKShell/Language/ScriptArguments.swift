// The arguments a script was run with (`lks FILE.lks A B`, `run FILE A B`): what `$0`, `$1`…, `$#` and `$@` stand
// for in that script's words (docs/language.md §9).

/// A script's name and arguments, as the lexer substitutes them.
///
/// Lines that do not come from a script (the prompt, `lks -c`, standard input) are lexed without arguments: there,
/// `$1` is the literal text `$1`.
struct ScriptArguments: Sendable, Equatable {
  /// `$0`: the script's path as it was given.
  var script: String
  /// `$1`, `$2`, …
  var values: [String]

  init(script: String, values: [String] = []) {
    self.script = script
    self.values = values
  }

  /// `$0` … `$N`, or nil when the script was given fewer than `index` arguments.
  func value(at index: Int) -> String? {
    if index == 0 { return script }
    return index <= values.count ? values[index - 1] : nil
  }
}
