// Entry point of `trellis-bench`; see TrellisBenchCommand.
TrellisBenchCommand.main(TrellisBenchCommand.normalizingJSONFlag(Array(CommandLine.arguments.dropFirst())))
