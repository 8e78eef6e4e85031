"""Russian date formats of the test forum: Django's own, with seconds in full date-times."""

DATETIME_FORMAT = "j E Y г. G:i:s"
