"""The web app (`shiguan serve`): browse people, documents and outputs, write biographies and
decide the review queue in a browser, through the same Python API as the command line."""
