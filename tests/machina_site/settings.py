"""A minimal django-machina forum for the end-to-end tests (SQLite, 127.0.0.1 only)."""

import os

from machina import MACHINA_MAIN_STATIC_DIR, MACHINA_MAIN_TEMPLATE_DIR

BASE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("MACHINA_TEST_DATA", BASE)
SECRET_KEY = "mafia-gm-test-forum"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ROOT_URLCONF = "urls"
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "mptt",
    "haystack",
    "widget_tweaks",
    "machina",
    "machina.apps.forum",
    "machina.apps.forum_conversation",
    "machina.apps.forum_conversation.forum_attachments",
    "machina.apps.forum_conversation.forum_polls",
    "machina.apps.forum_feeds",
    "machina.apps.forum_moderation",
    "machina.apps.forum_search",
    "machina.apps.forum_tracking",
    "machina.apps.forum_member",
    "machina.apps.forum_permission",
    "postman",  # private messages (django-postman): machina itself has none
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "machina.apps.forum_permission.middleware.ForumPermissionMiddleware",
]
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [os.path.join(BASE, "templates"), MACHINA_MAIN_TEMPLATE_DIR],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "machina.core.context_processors.metadata",
            ]
        },
    }
]
DATABASES = {
    "default": {"ENGINE": "django.db.backends.sqlite3", "NAME": os.path.join(DATA, "forum.sqlite3")}
}
STATIC_URL = "/static/"
STATICFILES_DIRS = [MACHINA_MAIN_STATIC_DIR]
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "machina_attachments": {
        "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
        "LOCATION": os.path.join(DATA, "cache"),
    },
}
HAYSTACK_CONNECTIONS = {"default": {"ENGINE": "haystack.backends.simple_backend.SimpleEngine"}}
USE_TZ = True
TIME_ZONE = "Europe/Moscow"
LANGUAGE_CODE = "ru"
LOGIN_URL = "/login/"
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
# Private messages: accepted at once (no moderation queue), shown with their sender's name.
POSTMAN_AUTO_MODERATE_AS = True
POSTMAN_DISALLOW_ANONYMOUS = True
# The site prints times with seconds (formats/ru/formats.py), as mybb.ru boards do.
FORMAT_MODULE_PATH = ["formats"]
