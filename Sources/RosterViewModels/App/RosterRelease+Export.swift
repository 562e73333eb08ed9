// The views name the application and print the version without importing the model.
@_exported import enum RosterModel.RosterRelease
