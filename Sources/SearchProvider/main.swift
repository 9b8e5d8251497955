// The GNOME Shell search provider (being written).
print("globetrotter-search-provider")
