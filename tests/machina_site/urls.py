from django.contrib.auth import views as auth_views
from django.urls import include, path

urlpatterns = [
    path("login/", auth_views.LoginView.as_view(template_name="login.html"), name="login"),
    path("messages/", include("postman.urls", namespace="postman")),
    path("", include("machina.urls")),
]
