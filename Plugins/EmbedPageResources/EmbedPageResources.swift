// The build step that makes the `--html` page's files (Sources/LKShell/Rendering/Page: its markup, style sheet and
// script) the string constants of `PageResources`, compiled into LKShell. The files stay files that editors and
// linters read; `lks` stays one binary that needs nothing beside it (an install copies only the binary).
//
// The command is the system shell's, not a tool built from source: a tool built here would be built with the build's
// own flags, and the fuzz build's `-sanitize=fuzzer` gives every executable libFuzzer's `main`. It writes each file as
// a raw string literal, so no character needs escaping; `PageResourcesTests` checks each constant against its file.

import Foundation
import PackagePlugin

@main
struct EmbedPageResources: BuildToolPlugin {
  /// The delimiter of the raw string literals: no page file may contain `"""` or `\` followed by it.
  static let delimiter = "#####"

  /// Writes `enum PageResources` to the file `$1`, one constant per pair of arguments after it (a name, a file): the
  /// file's text byte for byte, without its final newline.
  static let script = #"""
    set -e
    output=$1
    shift
    {
      printf '// Made by the EmbedPageResources build plugin from Sources/LKShell/Rendering/Page; do not edit.\n\n'
      printf 'enum PageResources {\n'
      while [ $# -gt 0 ]; do
        printf '  static let %s = \#(delimiter)"""\n' "$1"
        cat "$2"
        # The literal's last line break is not part of it: a file's final newline is not part of the constant.
        if [ -n "$(tail -c 1 "$2")" ]; then printf '\n'; fi
        printf '"""\#(delimiter)\n'
        shift 2
      done
      printf '}\n'
    } > "$output"
    """#

  /// One command: every `.html`, `.css` and `.js` file of the target's `Rendering/Page` folder in (named after the
  /// file: `body.html` is `PageResources.body`), one Swift file out.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let folder = target.directoryURL.appending(path: "Rendering/Page")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { ["html", "css", "js"].contains($0.pathExtension) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "PageResources.swift")
    let pairs = files.flatMap { [$0.deletingPathExtension().lastPathComponent, $0.path] }
    return [
      .buildCommand(
        displayName: "Embedding the page's files in \(target.name)", executable: URL(filePath: "/bin/sh"),
        arguments: ["-c", Self.script, "sh", output.path] + pairs, inputFiles: files, outputFiles: [output])
    ]
  }
}
