// The CLI's JSON (values, parser, writer, paths) lives in JSONSupport so
// that trellis-bench writes its documents with the same code; re-exported
// because it is part of what `import TrellisCLI` has always offered (the
// tests read and write JSON through it).
@_exported import JSONSupport
