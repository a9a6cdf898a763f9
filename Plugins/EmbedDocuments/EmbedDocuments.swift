// The build step that compiles the documents `lks mcp` serves as resources (docs/language.md, docs/semantics.md and
// examples/*.lks) into LKShellMCP as string constants: `scripts/install` copies only the binary, so the documents
// must travel inside it. As EmbedPageResources, the command is the system shell's and writes raw string literals.

import Foundation
import PackagePlugin

@main
struct EmbedDocuments: BuildToolPlugin {
  /// The delimiter of the raw string literals: no document may contain `"""` followed by it.
  static let delimiter = "#####"

  /// Writes `enum EmbeddedDocuments { static let all: [(path: String, text: String)] }` to the file `$1`, one entry
  /// per pair of arguments after it (the path shown, the file): the file's text byte for byte.
  static let script = #"""
    set -e
    output=$1
    shift
    {
      printf '// Made by the EmbedDocuments build plugin from docs/ and examples/; do not edit.\n\n'
      printf 'enum EmbeddedDocuments {\n'
      printf '  static let all: [(path: String, text: String)] = [\n'
      while [ $# -gt 0 ]; do
        printf '    (\n      "%s",\n      \#(delimiter)"""\n' "$1"
        cat "$2"
        if [ -n "$(tail -c 1 "$2")" ]; then printf '\n'; fi
        printf '"""\#(delimiter)\n    ),\n'
        shift 2
      done
      printf '  ]\n}\n'
    } > "$output"
    """#

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let examples = try FileManager.default.contentsOfDirectory(
      at: root.appending(path: "examples"), includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "lks" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    .map { ("examples/" + $0.lastPathComponent, $0) }
    let documents =
      [
        ("docs/language.md", root.appending(path: "docs/language.md")),
        ("docs/semantics.md", root.appending(path: "docs/semantics.md")),
      ] + examples
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDocuments.swift")
    let pairs = documents.flatMap { [$0.0, $0.1.path] }
    return [
      .buildCommand(
        displayName: "Embedding the documents in \(target.name)", executable: URL(filePath: "/bin/sh"),
        arguments: ["-c", Self.script, "sh", output.path] + pairs, inputFiles: documents.map(\.1),
        outputFiles: [output])
    ]
  }
}
