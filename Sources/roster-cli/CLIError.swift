/// A failure the CLI reports as is: ArgumentParser prints it to stderr as "Error: …" and exits with 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
